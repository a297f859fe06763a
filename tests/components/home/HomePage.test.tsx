import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/api/session/SessionProvider';
import { HomePage } from '@/features/home/HomePage';
import { applyLanguage, assertNoMissingKeys, i18n, type Language } from '@/i18n';
import { loggedInApi, mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderInLanguage } from '../../test-utils/render';

/** Home with the session of whoever the mocked user-info call answers for (a visitor unless told). */
// Local wrapper (why): the home page alone in its session, without the app's header and routes (openScreenAs
// renders the whole app), in either language.
const renderHome = (language: Language) =>
  renderInLanguage(
    <SessionProvider>
      <HomePage />
    </SessionProvider>,
    language,
  );

beforeEach(() => {
  mockApi(visitorApi());
});

afterEach(async () => {
  assertNoMissingKeys();
  await applyLanguage('en_US');
});

// Spec §9 figures as they must read in each language.
const cases: { language: Language; faqTitle: string; lock: RegExp; review: RegExp; corporate: RegExp }[] = [
  {
    language: 'en_US',
    faqTitle: 'Frequently asked questions',
    lock: /48 hours/,
    review: /3 to 7 working days/,
    corporate: /computer.*15 working days/,
  },
  {
    language: 'zh_CN',
    faqTitle: '常见问题',
    lock: /48 小时/,
    review: /3 至 7 个工作日/,
    corporate: /电脑端.*15 个工作日/,
  },
];

describe.each(cases)('spec §1 home page in $language', ({ language, faqTitle, lock, review, corporate }) => {
  const t = i18n.getFixedT(language, 'home');

  it('shows the hero and the three sections as named regions', async () => {
    await renderHome(language);
    expect(screen.getByRole('heading', { level: 1, name: t('hero.title') })).toBeInTheDocument();
    for (const section of ['raisingCapital', 'investing', 'becomeInvestor']) {
      expect(screen.getByRole('region', { name: t(`${section}.title`) })).toBeInTheDocument();
    }
    const steps = within(screen.getByRole('region', { name: t('becomeInvestor.title') }));
    expect(steps.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(steps.getByText(review)).toBeInTheDocument();
    expect(steps.getByText(corporate)).toBeInTheDocument();
  });

  it('lists the four FAQ questions in an accordion, answers opening on click', async () => {
    await renderHome(language);
    const faq = within(screen.getByRole('region', { name: faqTitle }));
    const questions = ['tokenization', 'qualify', 'security', 'countries'].map((id) =>
      faq.getByRole('button', { name: t(`faq.${id}.question`) }),
    );
    expect(questions).toHaveLength(4);
    const security = faq.getByRole('button', { name: t('faq.security.question') });
    expect(faq.getByText(lock)).not.toBeVisible();
    await userEvent.click(security);
    expect(security).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(faq.getByText(lock)).toBeVisible());
  });

  it("links a visitor's calls to action to the language-prefixed register and investments routes", async () => {
    const fetchMock = mockApi(visitorApi());
    await renderHome(language);
    // Also once user info has answered 401 (a visitor), not only before (spec §4).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => Promise.allSettled(fetchMock.mock.results.map((result) => result.value)));
    const open = screen.getByRole('link', { name: t('hero.openAccount') });
    const explore = screen.getByRole('link', { name: t('hero.exploreInvestments') });
    const start = screen.getByRole('link', { name: t('becomeInvestor.cta') });
    expect(open).toHaveAttribute('href', `/${language}/register`);
    expect(explore).toHaveAttribute('href', `/${language}/investments`);
    expect(start).toHaveAttribute('href', `/${language}/register`);
  });

  it('spec §1, §6: a logged-in user with approved KYC is sent to their assets, not asked to open an account', async () => {
    mockApi(loggedInApi('kycApproved'));
    await renderHome(language);
    const links = await screen.findAllByRole('link', { name: t('accountCta.myAssets') });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/${language}/assets/tokenAccount`);
    expect(screen.queryByRole('link', { name: t('hero.openAccount') })).toBeNull();
    expect(screen.queryByRole('link', { name: t('becomeInvestor.cta') })).toBeNull();
    expect(screen.getByRole('link', { name: t('hero.exploreInvestments') })).toBeInTheDocument();
  });

  it('spec §1, §6: a logged-in user without approved KYC is sent to identity verification', async () => {
    mockApi(loggedInApi('kycPending'));
    await renderHome(language);
    const links = await screen.findAllByRole('link', { name: t('accountCta.verifyIdentity') });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/${language}/personal/kycEnter`);
    expect(screen.queryByRole('link', { name: t('hero.openAccount') })).toBeNull();
  });

  it('renders no raw translation keys or unfilled variables', async () => {
    const { container } = await renderHome(language);
    const page = container.cloneNode(true) as HTMLElement;
    page.querySelectorAll('style').forEach((style) => style.remove());
    expect(page.textContent).not.toMatch(
      /\b(hero|accountCta|raisingCapital|investing|becomeInvestor|faq)\.\w+/,
    );
    expect(page.textContent).not.toMatch(/{{|}}/);
  });
});

describe('spec §1 home page language', () => {
  it('really switches text between the languages', async () => {
    const { unmount } = await renderHome('en_US');
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    unmount();
    await renderHome('zh_CN');
    expect(screen.getByRole('heading', { name: '常见问题' })).toBeInTheDocument();
    expect(screen.queryByText('Frequently asked questions')).not.toBeInTheDocument();
  });
});
