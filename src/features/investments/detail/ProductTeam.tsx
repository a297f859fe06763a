import { Avatar, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InvestmentCompanyMember } from '@generated/models';
import { NoData } from '@/ui/NoData';
import { formatText } from '@/lib/display-format';

const initials = (name: string | undefined) =>
  (name ?? '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The issuer's company members (spec §3). Portraits are not fetched: initials keep the page light. A member
 * the answer leaves nameless shows '--' and no initials; a missing position or introduction is left out. */
export function ProductTeam({ members }: { members: InvestmentCompanyMember[] }) {
  if (members.length === 0) return <NoData py="lg" />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {members.map((member, index) => (
        // Names are optional (contract), so the place in the list keys the card.
        <Card key={index} withBorder padding="md" radius="md" data-testid="team-member">
          <Group align="flex-start" wrap="nowrap">
            <Avatar color="teal" radius="xl" aria-hidden>
              {initials(member.name)}
            </Avatar>
            <Stack gap={2}>
              <Text fw={600}>{formatText(member.name)}</Text>
              {member.position && (
                <Text size="sm" c="dimmed">
                  {member.position}
                </Text>
              )}
              {member.introduction && <Text size="sm">{member.introduction}</Text>}
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
