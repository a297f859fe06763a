/** Where the app's own logo is served (public/logo.svg): public info's seoMap may name it too. */
export const BUNDLED_LOGO = '/logo.svg';

/**
 * public/logo.svg drawn inline. As an <img>, an SVG makes the browser build a separate SVG document: a task of
 * about 80 ms on a phone at 4× CPU during the first paint (docs/performance.md).
 */
export function BundledLogo({ size }: { size: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-testid="bundled-logo"
    >
      <rect width="32" height="32" rx="8" fill="#4c6ef5" />
      <path
        d="M9 22V10h7.5a4 4 0 0 1 0 8H13m3.5 0L21 22"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
