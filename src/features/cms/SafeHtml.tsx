import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Server HTML shown only after sanitizeHtml: no script, handlers, javascript: links or forms. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* The one place server HTML reaches the DOM, sanitised just above. */}
      <div data-testid="cms-body" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
