import { Alert, Badge } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test-utils/render';

// The theme's contrast defaults (src/app/readable-contrast.ts): a light Alert's title and a light Badge's label
// take the page's text colour without the screen passing a style; filled ones keep their white text.
const TEXT = 'var(--mantine-color-text)';
const colourOf = (element: Element | null) => (element as HTMLElement | null)?.style.color;

describe('light alerts and badges read at AA contrast by default (theme)', () => {
  it("a light Alert's title is in the text colour, a filled one's is not", () => {
    renderUi(
      <>
        <Alert color="red" title="Light title" />
        <Alert color="red" variant="filled" title="Filled title" />
      </>,
    );
    expect(colourOf(screen.getByText('Light title').closest('.mantine-Alert-title'))).toBe(TEXT);
    expect(colourOf(screen.getByText('Filled title').closest('.mantine-Alert-title'))).not.toBe(TEXT);
  });

  it("a light Badge's label is in the text colour, a filled one's is not", () => {
    renderUi(
      <>
        <Badge color="green" variant="light">
          Light badge
        </Badge>
        <Badge color="green">Filled badge</Badge>
      </>,
    );
    expect(colourOf(screen.getByText('Light badge').closest('.mantine-Badge-label'))).toBe(TEXT);
    expect(colourOf(screen.getByText('Filled badge').closest('.mantine-Badge-label'))).not.toBe(TEXT);
  });
});
