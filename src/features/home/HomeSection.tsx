import { Container, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { sectionContainer, sectionIntro, sectionStack } from './presets';

interface HomeSectionProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A landmark section (role region, named by its heading) with a title, an intro and content. */
export function HomeSection({ title, intro, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <Container {...sectionContainer} aria-labelledby={titleId}>
      <Stack {...sectionStack}>
        <Title order={2} id={titleId}>
          {title}
        </Title>
        {intro ? <Text {...sectionIntro}>{intro}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}
