import { Anchor, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoData } from '@/ui/NoData';
import type { InvestmentDocument, InvestmentVideo } from '@generated/models';

interface FileLink {
  key: string;
  label: string;
  url: string;
}

/** The entries that can be opened: one without a URL is left out; one without a title is numbered. */
function linksOf<T extends { url?: string }>(
  entries: T[],
  titleOf: (entry: T, n: number) => string,
): FileLink[] {
  return entries.flatMap((entry, index) =>
    entry.url ? [{ key: `${index}:${entry.url}`, label: titleOf(entry, index + 1), url: entry.url }] : [],
  );
}

function Links({ title, links }: { title: string; links: FileLink[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {links.length === 0 ? (
        <NoData py={0} />
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
        links={linksOf(documents, (doc, n) => doc.name?.trim() || t('detail.documentN', { n }))}
      />
      <Links
        title={t('detail.videos')}
        links={linksOf(videos, (video, n) => video.title?.trim() || t('detail.videoN', { n }))}
      />
    </Stack>
  );
}
