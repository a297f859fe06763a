import { Affix, Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operations } from '@generated/operations';
import { operationScenarios } from '@generated/scenarios';
import { clearScenarios, getScenarios, setScenario } from '@/api/scenario';
import { useInvalidateAll } from '@/kit/cache/use-invalidate';
import { ThinModeSelect } from './ThinModeSelect';
import { matchingOperations, QA_RESULT_LIMIT, scenarioValue } from './qa-filter';
import { useQaTestHooks } from './use-qa-test-hooks';

const TAGS = [...new Set(operations.map((operation) => operation.tag))].sort();

/**
 * QA scenario switch: per operation, the contract example or error code Prism answers with, sent as its
 * `Prefer` header and kept for the tab's session. Mounted by QaScenarioPanel only when the switch is on.
 */
export function QaScenarioDrawer() {
  const { t } = useTranslation('qa');
  const [opened, drawer] = useDisclosure(false);
  const invalidateAll = useInvalidateAll();
  useQaTestHooks();
  const [chosen, setChosen] = useState(getScenarios);
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);

  const { shown, total } = matchingOperations(operations, { query, tag, chosen });
  const choose = (operationId: string, value: string | null) => {
    const scenario = operationScenarios[operationId]?.find((candidate) => scenarioValue(candidate) === value);
    setScenario(operationId, scenario ?? null);
    setChosen(getScenarios());
    void invalidateAll();
  };
  const [resets, setResets] = useState(0);
  const reset = () => {
    clearScenarios();
    setChosen({});
    setResets((count) => count + 1);
    void invalidateAll();
  };

  return (
    <>
      <Affix position={{ bottom: 16, right: 16 }}>
        <Button size="xs" variant="default" onClick={drawer.open} data-testid="qa-open">
          {t('open')}
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        // The drawer's title is its h2 already: a Title inside it would nest one heading in another.
        title={t('title')}
        styles={{ title: { fontSize: 'var(--mantine-h4-font-size)', fontWeight: 700 } }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('help')}
          </Text>
          <ThinModeSelect key={resets} />
          <Group grow>
            <TextInput
              label={t('search')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <Select label={t('tag')} data={TAGS} value={tag} onChange={setTag} clearable />
          </Group>
          {shown.map((operation) => {
            const current = chosen[operation.operationId];
            return (
              <Select
                key={operation.operationId}
                label={operation.operationId}
                description={`${operation.method} ${operation.path}`}
                placeholder={t('contractDefault')}
                clearable
                value={current ? scenarioValue(current) : null}
                onChange={(value) => choose(operation.operationId, value)}
                data={(operationScenarios[operation.operationId] ?? []).map((scenario) => ({
                  value: scenarioValue(scenario),
                  label: `${scenario.name} (${scenario.status})`,
                }))}
              />
            );
          })}
          {total > shown.length && (
            <Text size="sm" c="dimmed">
              {t('more', { count: total - shown.length, limit: QA_RESULT_LIMIT })}
            </Text>
          )}
          <Button variant="light" color="red" onClick={reset}>
            {t('reset')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
