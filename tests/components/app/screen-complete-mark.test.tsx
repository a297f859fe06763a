// The bench's "complete" mark (docs/performance.md): set once the first screen shows every answer it asked for.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCREEN_COMPLETE } from '@/app/layout/use-screen-complete-mark';
import { holdAnswers } from '../../test-utils/mock-api';
import { LONG, openScreenAs, pathOf } from '../../test-utils/screen-kit';

const marks = () => performance.getEntriesByName(SCREEN_COMPLETE);

beforeEach(() => performance.clearMarks(SCREEN_COMPLETE));

describe('the screen-complete mark', () => {
  it('is not set while a call of the screen is out, and is set once it is answered and shown', async () => {
    const { fetchMock } = openScreenAs('kycApproved', 'assets/tokenAccount');
    const tokens = holdAnswers(fetchMock, pathOf('listTokenAccountAssets'));
    await waitFor(() => expect(tokens.calls()).toBe(1), LONG);
    await screen.findByRole('heading', { level: 1 }, LONG);
    expect(marks()).toHaveLength(0);
    const released = performance.now();
    tokens.release();
    await waitFor(() => expect(marks()).toHaveLength(1), LONG);
    expect(marks()[0]!.startTime).toBeGreaterThanOrEqual(released);
  });

  it('is set once per document: a later screen adds none', async () => {
    performance.mark(SCREEN_COMPLETE);
    openScreenAs('kycApproved', 'assets/tokenAccount');
    await screen.findByRole('heading', { level: 1 }, LONG);
    await waitFor(() => expect(document.querySelector('main .mantine-Loader-root')).toBeNull(), LONG);
    expect(marks()).toHaveLength(1);
  });
});
