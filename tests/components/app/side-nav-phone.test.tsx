import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../../test-utils/phone-width';
import { findScreenHeading, LONG, openScreenAs } from '../../test-utils/screen-kit';

describe('spec §1, §2: the personal centre side menu at phone width', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = atPhoneWidth();
  });
  afterEach(() => restore());

  it('the 8 links fold behind "Menu: <this page>", the content comes first; the drawer opens them', async () => {
    const user = userEvent.setup();
    openScreenAs('kycApproved', 'personal/safetyRecord');
    const toggle = await screen.findByRole('button', { name: 'Menu: Security record' }, LONG);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The menu is the layout's, the heading the screen's lazy chunk: it may render a moment later.
    await findScreenHeading('Security record');
    expect(screen.getByRole('tab', { name: 'Login history' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Personal centre' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bank cards' })).toBeNull();

    await user.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Personal centre' }, LONG);
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: 'Security record' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu).getByRole('link', { name: 'Bank cards' }));
    expect(await screen.findByRole('button', { name: 'Menu: Bank cards' }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Personal centre' })).toBeNull());
  });

  it('zh_CN: the control is named in Chinese', async () => {
    openScreenAs('kycApproved', 'personal/safetyRecord', {}, { lang: 'zh_CN' });
    expect(await screen.findByRole('button', { name: '菜单：安全记录' }, LONG)).toBeInTheDocument();
  });
});

describe('spec §1: on a computer the personal centre side menu stays open', () => {
  it('shows its 8 links beside the content, no menu button', async () => {
    openScreenAs('kycApproved', 'personal/safetyRecord');
    const menu = await screen.findByRole('navigation', { name: 'Personal centre' }, LONG);
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(screen.queryByTestId('side-nav-toggle')).toBeNull();
  });
});
