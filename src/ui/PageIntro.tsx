import { Text } from '@mantine/core';

/**
 * A screen's standing notice under its title. Static text: a login-only route's prerendered shell shows
 * it too (RouteGuard), so a phone paints the screen's largest text before any script has run, not after
 * the session and the screen's data have answered. A note, not an alert: it is there from the start and is
 * not announced as news. Drawn as a light notice from parts the entry chunk already has (Mantine's Alert
 * would add a kilobyte to every page).
 */
export function PageIntro({ text }: { text: string }) {
  return (
    <Text
      role="note"
      data-testid="page-intro"
      size="sm"
      p="sm"
      bg="var(--mantine-color-blue-light)"
      bdrs="sm"
    >
      {text}
    </Text>
  );
}
