// Line icons drawn for the home page (24×24, stroke follows the text colour).
const ICON_PATHS = {
  assets: ['M4 21V5h9v16', 'M13 9h7v12', 'M3 21h18', 'M7 9h3', 'M7 13h3', 'M7 17h3', 'M16 13h1', 'M16 17h1'],
  compliance: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  globe: [
    'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0',
    'M3.6 9h16.8',
    'M3.6 15h16.8',
    'M12 3c-3 4-3 14 0 18',
    'M12 3c3 4 3 14 0 18',
  ],
  fraction: ['M12 3a9 9 0 1 0 9 9h-9z', 'M15 3.5A9 9 0 0 1 20.5 9H15z'],
  chain: [
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
    'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M9 15l2 2 4-4'],
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function LineIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
