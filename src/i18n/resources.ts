// Turns the eagerly globbed locale files into i18next resources: ./locales/<language>/<namespace>.json.
import type { Resource, ResourceLanguage } from 'i18next';

export type LocaleModules = Record<string, { default: ResourceLanguage[string] }>;

const LOCALE_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

export function buildResources(modules: LocaleModules): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [path, module] of Object.entries(modules)) {
    const match = LOCALE_FILE.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: module.default };
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces].sort() };
}
