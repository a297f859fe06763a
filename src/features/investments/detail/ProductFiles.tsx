import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentDocument, InvestmentVideo } from '@generated/models';

function Links({ title, links }: { title: string; links: { key: string; label: string; url: string }[] }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {links.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-data">
          {t('noData')}
        </Text>
      ) : (
        <List spacing="xs">
          {links.map((link) => (
            <List.Item key={link.key}>
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The product's documents and videos (spec §3), opened in a new tab: nothing is fetched until asked. */
export function ProductFiles({
  documents,
  videos,
}: {
  documents: InvestmentDocument[];
  videos: InvestmentVideo[];
}) {
  const { t } = useTranslation('investments');
  return (
    <Stack gap="lg">
      <Links
        title={t('detail.documents')}
        links={documents.map((doc) => ({ key: doc.url, label: doc.name, url: doc.url }))}
      />
      <Links
        title={t('detail.videos')}
        links={videos.map((video) => ({ key: video.url, label: video.title, url: video.url }))}
      />
    </Stack>
  );
}
