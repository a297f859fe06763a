import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// design.md "Inside src/": app → features → kit → forms/ui → api → i18n → lib, enforced by eslint.config.js
// on the file an import resolves to. Each case lints a one-line file placed in a layer and expects the rule
// to fire (or not) on its import, written with the alias or as a relative path.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').length;
}

describe('design.md layer direction in lint', () => {
  it.each([
    ['src/ui/Fake.ts', "import { value } from '@/api/http';"],
    ['src/ui/Fake.ts', "import { value } from '../api/http';"],
    ['src/ui/Fake.ts', "import type { value } from '../api/http';"],
    ['src/ui/Fake.ts', "import { value } from '@generated/hooks/user/user';"],
    ['src/ui/Fake.ts', "import { value } from '@/forms/SchemaForm';"],
    ['src/lib/fake.ts', "import { value } from '@/api/http';"],
    ['src/lib/fake.ts', "import { value } from '@generated/hooks/user/user';"],
    ['src/lib/fake.ts', "import { value } from '../i18n/languages';"],
    ['src/i18n/fake.ts', "import { value } from '../api/http';"],
    ['src/api/fake.ts', "import { value } from '@/ui/CodeBoxes';"],
    ['src/forms/fake.ts', "import { value } from '@/features/auth/LoginPage';"],
    ['src/features/auth/fake.ts', "import { value } from '@/app/providers';"],
    ['src/features/auth/fake.ts', "import { value } from '@/features/kyc/enter/KycEnterPage';"],
    ['src/features/personal/records/fake.ts', "import { value } from '../../kyc/shared/use-verification';"],
    ['src/kit/fake.ts', "import { value } from '../features/auth/LoginPage';"],
    ['src/kit/fake.ts', "import { value } from '@/app/providers';"],
  ])('%s may not: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toBe(1);
  });

  it.each([
    ['src/ui/Fake.ts', "import { value } from '@/lib/countdown';"],
    ['src/ui/Fake.ts', "import { value } from '../lib/countdown';"],
    ['src/forms/fake.ts', "import { value } from '@/api/http';"],
    ['src/features/auth/fake.ts', "import { value } from '@/forms/SchemaForm';"],
    ['src/features/auth/fake.ts', "import { value } from './LoginPage';"],
    ['src/lib/fake.ts', "import { value } from '@generated/models';"],
    ['src/app/fake.ts', "import { value } from '@/features/home/HomePage';"],
    ['src/kit/fake.ts', "import { value } from '../api/http';"],
    ['src/kit/fake.ts', "import { value } from '@generated/hooks/user/user';"],
    ['src/kit/fake.ts', "import { value } from '../ui/CodeBoxes';"],
  ])('%s may: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toBe(0);
  });
});
