// Locale files are ./locales/<language>/<namespace>.json: resources from eagerly globbed files (tests),
// and the language and namespace of a lazily globbed one (the app).
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

/** The sorted namespaces among locale file paths. */
export function namespacesOf(paths: string[]): string[] {
  const found = paths.map((path) => LOCALE_FILE.exec(path)?.[2]).filter((ns): ns is string => !!ns);
  return [...new Set(found)].sort();
}

export const localeFilePath = (language: string, namespace: string) =>
  `./locales/${language}/${namespace}.json`;
