import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '@/features/home/HomePage';
import { applyLanguage, assertNoMissingKeys, i18n, type Language } from '@/i18n';
import { renderInLanguage } from '../../test-utils/render';

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
    await renderInLanguage(<HomePage />, language);
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
    await renderInLanguage(<HomePage />, language);
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

  it('links its calls to action to the language-prefixed register and investments routes', async () => {
    await renderInLanguage(<HomePage />, language);
    const open = screen.getByRole('link', { name: t('hero.openAccount') });
    const explore = screen.getByRole('link', { name: t('hero.exploreInvestments') });
    const start = screen.getByRole('link', { name: t('becomeInvestor.cta') });
    expect(open).toHaveAttribute('href', `/${language}/register`);
    expect(explore).toHaveAttribute('href', `/${language}/investments`);
    expect(start).toHaveAttribute('href', `/${language}/register`);
  });

  it('renders no raw translation keys or unfilled variables', async () => {
    const { container } = await renderInLanguage(<HomePage />, language);
    const page = container.cloneNode(true) as HTMLElement;
    page.querySelectorAll('style').forEach((style) => style.remove());
    expect(page.textContent).not.toMatch(/\b(hero|raisingCapital|investing|becomeInvestor|faq)\.\w+/);
    expect(page.textContent).not.toMatch(/{{|}}/);
  });
});

describe('spec §1 home page language', () => {
  it('really switches text between the languages', async () => {
    const { unmount } = await renderInLanguage(<HomePage />, 'en_US');
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    unmount();
    await renderInLanguage(<HomePage />, 'zh_CN');
    expect(screen.getByRole('heading', { name: '常见问题' })).toBeInTheDocument();
    expect(screen.queryByText('Frequently asked questions')).not.toBeInTheDocument();
  });
});
