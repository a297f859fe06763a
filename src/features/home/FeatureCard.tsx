import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { cardStack, cardText, cardTitle, featureCard, featureIcon } from './presets';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  /** Paragraphs of the card; each string becomes one. */
  texts: readonly string[];
}

/** A card with an icon, a short title and its paragraphs. */
export function FeatureCard({ icon, title, texts }: FeatureCardProps) {
  return (
    <Card {...featureCard}>
      <Stack {...cardStack}>
        <ThemeIcon {...featureIcon}>{icon}</ThemeIcon>
        <Title {...cardTitle}>{title}</Title>
        {texts.map((text) => (
          <Text key={text} {...cardText}>
            {text}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
