import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import type { MockAnswer } from '../../test-utils/mock-api';
import {
  answerOperations,
  callsTo,
  exampleAnswer,
  lastBodySentTo,
  LONG,
  openScreenAs,
  pathOf,
  SERVER_BUSY,
} from '../../test-utils/screen-kit';
import { hazardsIn, isHarmless } from './html-hazards';

const DETAIL = 'getCmsArticle';
const LIST = 'listCmsArticles';

/** The list answers its example (3 articles); the article answers `article` (a content example or an answer). */
const cms = (article?: string | MockAnswer, list: string | MockAnswer = 'cmsList') =>
  answerOperations(article === undefined ? { [LIST]: list } : { [LIST]: list, [DETAIL]: article });

afterEach(() => vi.restoreAllMocks());

describe('/cms/{id} (spec §2, public)', () => {
  it('renders a hostile article harmless: no script, no handler, no javascript: link, no form, no alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    openScreenAs('visitor', 'cms/22', cms('cmsArticleHostile'));
    const body = await screen.findByTestId('cms-body', undefined, LONG);
    expect(screen.getByRole('heading', { level: 1, name: 'Security notice' })).toBeInTheDocument();
    expect(isHarmless(hazardsIn(body.innerHTML))).toBe(true);
    expect(body.querySelectorAll('script, form, input, button, iframe')).toHaveLength(0);
    fireEvent.click(within(body).getByText('Claim your reward'));
    fireEvent.mouseOver(within(body).getByText('Hover here'));
    expect(alert).not.toHaveBeenCalled();
    expect(within(body).getByRole('link', { name: 'Read the security guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('without an id shows the newest article of the list, marked current', async () => {
    const { fetchMock } = openScreenAs('visitor', 'cms', cms('cmsArticle'));
    await screen.findByTestId('cms-body', undefined, LONG);
    expect(lastBodySentTo(fetchMock, DETAIL)).toMatchObject({ id: 21 });
    expect(screen.getAllByTestId('cms-row')[0]).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the list with the family\'s `pagesize` (api-family.md "content" cms/list; spec §9 20 a page)', async () => {
    const { fetchMock } = openScreenAs('visitor', 'cms', cms('cmsArticle'));
    await screen.findByTestId('cms-body', undefined, LONG);
    const body = lastBodySentTo(fetchMock, LIST);
    expect(body).toMatchObject({ page: 1, pagesize: 20 });
    expect(body).not.toHaveProperty('pageSize');
    expect(screen.getAllByTestId('cms-row')).toHaveLength(3);
  });

  it('an unknown article: not found, with a link to the list', async () => {
    openScreenAs('visitor', 'cms/999', cms('cmsArticleNotFound'));
    expect(await screen.findByText('Article not found', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/en_US/cms');
  });

  it('a malformed id is not found without asking the server', async () => {
    const { fetchMock } = openScreenAs('visitor', 'cms/abc', cms());
    expect(await screen.findByText('Article not found', undefined, LONG)).toBeInTheDocument();
    expect(callsTo(fetchMock, DETAIL)).toEqual([]);
  });

  it('a failed load shows the error with a retry that loads the article', async () => {
    const { answers } = openScreenAs('visitor', 'cms/21', cms(SERVER_BUSY));
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    answers[pathOf(DETAIL)] = exampleAnswer('content', 'cmsArticle');
    fireEvent.click(retry);
    expect(await screen.findByTestId('cms-body', undefined, LONG)).toHaveTextContent('Tokenization records');
  });

  it('in Chinese: the article and the page in zh_CN', async () => {
    openScreenAs('visitor', 'cms/21', cms('cmsArticleChinese'), { lang: 'zh_CN' });
    expect(await screen.findByTestId('cms-body', undefined, LONG)).toHaveTextContent('代币化');
    expect(screen.getByRole('heading', { level: 2, name: '文章' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^更新于/)).toBeInTheDocument());
  });
});

describe('/cms with only the fields the contract requires (design.md "The contract")', () => {
  it('rows of an id alone are named by it; an article of nothing but its id is headed by it, its body --', async () => {
    const list = contractExample('content', 'cmsList') as { data: { cmsList: { id: number }[] } };
    const ids = { ...list, data: { ...list.data, cmsList: list.data.cmsList.map(({ id }) => ({ id })) } };
    openScreenAs(
      'visitor',
      'cms/21',
      cms({ body: { code: 'SUCCESS', message: 'success', data: {} } }, { body: ids }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 21' }, LONG)).toBeInTheDocument();
    const rows = await screen.findAllByTestId('cms-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Article 21', 'Article 18', 'Article 15']);
    expect(rows[1]).toHaveAttribute('href', '/en_US/cms/18');
    expect(screen.getByRole('article')).toHaveTextContent(/^Article 21--$/);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|Invalid Date|\bnull\b|cms:/);
  });
});
