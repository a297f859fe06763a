import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicInfoEnvelope } from '@generated/models';
import { BundledLogo } from '@/app/header/BundledLogo';
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, mockApi, visitorApi } from '../../test-utils/mock-api';
import { expectLinks } from '../../test-utils/links';
import { renderApp } from '../../test-utils/render';
import { pathOf } from '../../test-utils/screen-kit';

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main navigation' });

describe('spec §2 header and §6 roles', () => {
  it('visitor: investments tab, no trade tab, login and open-account buttons', async () => {
    mockApi(visitorApi());
    renderApp('/en_US/investments');
    expect(await within(banner()).findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en_US/login',
    );
    expect(within(banner()).getByRole('link', { name: 'Open account' })).toHaveAttribute(
      'href',
      '/en_US/register',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Investments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).queryByText('Trade')).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Personal centre' })).not.toBeInTheDocument();
  });

  it('visitor: registerHide hides open-account; loginHide (with registerHide) hides both', async () => {
    mockApi({
      ...visitorApi(),
      [pathOf('getPublicInfo')]: { body: contractExample('public', 'registerHidden') },
    });
    const first = renderApp('/en_US/investments');
    await within(banner()).findByTestId('visitor-actions');
    expect(within(banner()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Open account' })).toBeNull();
    first.unmount();

    mockApi({
      ...visitorApi(),
      [pathOf('getPublicInfo')]: { body: contractExample('public', 'loginHidden') },
    });
    renderApp('/en_US/investments');
    await within(banner()).findByTestId('visitor-actions');
    expect(within(banner()).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(banner()).queryByRole('link', { name: 'Open account' })).toBeNull();
  });

  it('logged in without approved KYC: trade disabled with a tip, assets greyed, "not verified" menu', async () => {
    const user = userEvent.setup();
    mockApi(loggedInApi('kycPending'));
    renderApp('/en_US/investments');
    const trade = await within(mainNav()).findByRole('button', { name: 'Trade' });
    expect(trade).toHaveAttribute('aria-disabled', 'true');
    await user.hover(trade);
    expect(await screen.findByText('Complete identity verification to trade')).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(banner()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(banner()).getByRole('button', { name: 'Personal centre' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Not verified')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Verify identity' })).toHaveAttribute(
      'href',
      '/en_US/personal/kycEnter',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Security record' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('KYC approved: trade enabled, assets menu with both accounts, name and centre entries', async () => {
    const user = userEvent.setup();
    mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/investments');
    expect(await within(mainNav()).findByRole('link', { name: 'Trade' })).toHaveAttribute(
      'href',
      '/en_US/trade',
    );

    await user.click(within(banner()).getByRole('button', { name: 'Assets' }));
    const assets = await screen.findByRole('menu');
    expectLinks(
      assets,
      { 'Token account': '/en_US/assets/tokenAccount', 'Fiat account': '/en_US/assets/fiatAccount' },
      'menuitem',
    );
    await user.keyboard('{Escape}');

    await user.click(within(banner()).getByRole('button', { name: 'Personal centre' }));
    const personal = await screen.findByTestId('personal-name');
    const approved = contractExample('user', 'kycApproved') as {
      data: { realName: string; userAccount: string };
    };
    expect(personal).toHaveTextContent(approved.data.realName);
    expect(screen.getByTestId('personal-account')).toHaveTextContent(approved.data.userAccount);
    for (const entry of ['Account', 'Security record', 'Receiving accounts']) {
      expect(screen.getByRole('menuitem', { name: entry })).toBeInTheDocument();
    }
    expect(screen.queryByText('Not verified')).not.toBeInTheDocument();
  });

  it('shows the unread message count for a logged-in user', async () => {
    mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/investments');
    const count = (contractExample('message', 'threeUnread') as { data: { noReadMsgCount: number } }).data
      .noReadMsgCount;
    expect(
      await within(banner()).findByRole('button', { name: `${count} unread messages` }),
    ).toBeInTheDocument();
  });

  it('renders in Chinese under /zh_CN with the current language ticked', async () => {
    const user = userEvent.setup();
    mockApi(visitorApi());
    renderApp('/zh_CN/investments');
    expect(await within(banner()).findByRole('link', { name: '登录' })).toBeInTheDocument();
    await user.click(within(banner()).getByRole('button', { name: '语言' }));
    expect(await screen.findByRole('menuitem', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'English' })).not.toHaveAttribute('aria-current');
  });
});

describe('spec §2 header logo (public info seoMap)', () => {
  it("draws the app's own logo inline while public info names it, and another logo as an image", async () => {
    mockApi(visitorApi());
    const first = renderApp('/en_US/investments');
    await within(banner()).findByTestId('visitor-actions');
    expect(within(banner()).getByTestId('bundled-logo')).toBeInTheDocument();
    expect(banner().querySelector('img')).toBeNull();
    first.unmount();

    const body = contractExample('public', 'default') as PublicInfoEnvelope;
    body.data.seoMap.en_US = { ...body.data.seoMap.en_US, logo: 'https://cdn.example.com/logo.png' };
    mockApi({ ...visitorApi(), [pathOf('getPublicInfo')]: { body } });
    renderApp('/en_US/investments');
    await within(banner()).findByTestId('visitor-actions');
    expect(banner().querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(within(banner()).queryByTestId('bundled-logo')).toBeNull();
  });

  it('draws the same picture as public/logo.svg', () => {
    const file = readFileSync('public/logo.svg', 'utf8');
    const { container } = render(<BundledLogo size={28} />);
    const drawn = container.querySelector('svg');
    const served = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    const shapes = (svg: Element) =>
      [...svg.children].map((shape) =>
        [shape.tagName, ...[...shape.attributes].map((a) => `${a.name}=${a.value}`).sort()].join(' '),
      );
    expect(drawn?.getAttribute('viewBox')).toBe(served.getAttribute('viewBox'));
    expect(shapes(drawn!)).toEqual(shapes(served));
  });
});
