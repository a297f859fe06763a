// rjsf's core imports markdown-to-jsx to render descriptions and help marked `enableMarkdownIn…`. No form
// of ours does (tests/unit/forms/no-markdown.test.ts): labels and help are translation keys rendered as
// text. vite.config.ts aliases `markdown-to-jsx/react` to this plain-text stand-in, which keeps the
// parser's 84 kB (minified) out of every form's chunk.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
