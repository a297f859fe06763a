import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import { type MockAnswer, mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { LONG } from '../../test-utils/screen-kit';
import { hazardsIn, isHarmless } from './html-hazards';

const DETAIL = '/cms/detail';
const LIST = '/cms/list';

const content = (name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample('content', name),
});

function openCms(path: string, answers: Record<string, MockAnswer>) {
  const fetchMock = mockApi({ ...visitorApi(), [LIST]: content('cmsList'), ...answers });
  return { fetchMock, app: renderApp(path) };
}

afterEach(() => vi.restoreAllMocks());

describe('/cms/{id} (spec §2, public)', () => {
  it('renders a hostile article harmless: no script, no handler, no javascript: link, no form, no alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    openCms('/en_US/cms/22', { [DETAIL]: content('cmsArticleHostile') });
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
    const { fetchMock } = openCms('/en_US/cms', { [DETAIL]: content('cmsArticle') });
    await screen.findByTestId('cms-body', undefined, LONG);
    const detailCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith(DETAIL));
    const init = (detailCall as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toMatchObject({ id: 21 });
    expect(screen.getAllByTestId('cms-row')[0]).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the list with the family\'s `pagesize` (api-family.md "content" cms/list; spec §9 20 a page)', async () => {
    const { fetchMock } = openCms('/en_US/cms', { [DETAIL]: content('cmsArticle') });
    await screen.findByTestId('cms-body', undefined, LONG);
    const listCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith(LIST));
    const body = JSON.parse(
      String(((listCall as unknown[] | undefined)?.[1] as RequestInit | undefined)?.body),
    );
    expect(body).toMatchObject({ page: 1, pagesize: 20 });
    expect(body).not.toHaveProperty('pageSize');
    expect(screen.getAllByTestId('cms-row')).toHaveLength(3);
  });

  it('an unknown article: not found, with a link to the list', async () => {
    openCms('/en_US/cms/999', { [DETAIL]: content('cmsArticleNotFound') });
    expect(await screen.findByText('Article not found', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/en_US/cms');
  });

  it('a malformed id is not found without asking the server', async () => {
    const { fetchMock } = openCms('/en_US/cms/abc', {});
    expect(await screen.findByText('Article not found', undefined, LONG)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(DETAIL))).toBe(false);
  });

  it('a failed load shows the error with a retry that loads the article', async () => {
    const answers = { [DETAIL]: { status: 500, body: contractExample('errors', 'SERVER_BUSY') } };
    const fetchMock = mockApi({ ...visitorApi(), [LIST]: content('cmsList'), ...answers });
    renderApp('/en_US/cms/21');
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    fetchMock.mockClear();
    mockApi({ ...visitorApi(), [LIST]: content('cmsList'), [DETAIL]: content('cmsArticle') });
    fireEvent.click(retry);
    expect(await screen.findByTestId('cms-body', undefined, LONG)).toHaveTextContent('Tokenization records');
  });

  it('in Chinese: the article and the page in zh_CN', async () => {
    openCms('/zh_CN/cms/21', { [DETAIL]: content('cmsArticleChinese') });
    expect(await screen.findByTestId('cms-body', undefined, LONG)).toHaveTextContent('代币化');
    expect(screen.getByRole('heading', { level: 2, name: '文章' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^更新于/)).toBeInTheDocument());
  });
});

describe('/cms with only the fields the contract requires (design.md "The contract")', () => {
  it('rows of an id alone are named by it; an article of nothing but its id is headed by it, its body --', async () => {
    const list = contractExample('content', 'cmsList') as { data: { cmsList: { id: number }[] } };
    const ids = { ...list, data: { ...list.data, cmsList: list.data.cmsList.map(({ id }) => ({ id })) } };
    openCms('/en_US/cms/21', {
      [LIST]: { body: ids },
      [DETAIL]: { body: { code: 'SUCCESS', message: 'success', data: {} } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 21' }, LONG)).toBeInTheDocument();
    const rows = await screen.findAllByTestId('cms-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Article 21', 'Article 18', 'Article 15']);
    expect(rows[1]).toHaveAttribute('href', '/en_US/cms/18');
    expect(screen.getByRole('article')).toHaveTextContent(/^Article 21--$/);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|Invalid Date|\bnull\b|cms:/);
  });
});
