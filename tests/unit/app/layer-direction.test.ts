import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// issue 7 §9: app → features → forms/ui → api → lib, enforced by eslint.config.js. Each case lints a
// one-line file placed in a layer and expects the rule to fire (or not) on its import.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .length;
}

describe('issue 7 §9 layer direction in lint', () => {
  it.each([
    ['src/ui/Fake.ts', "import { value } from '@/api/http';"],
    ['src/ui/Fake.ts', "import { value } from '@generated/hooks/user/user';"],
    ['src/ui/Fake.ts', "import { value } from '@/forms/SchemaForm';"],
    ['src/lib/fake.ts', "import { value } from '@/api/http';"],
    ['src/lib/fake.ts', "import { value } from '@generated/hooks/user/user';"],
    ['src/api/fake.ts', "import { value } from '@/ui/CodeBoxes';"],
    ['src/forms/fake.ts', "import { value } from '@/features/auth/LoginPage';"],
    ['src/features/auth/fake.ts', "import { value } from '@/app/providers';"],
  ])('%s may not: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toBe(1);
  });

  it.each([
    ['src/ui/Fake.ts', "import { value } from '@/lib/countdown';"],
    ['src/forms/fake.ts', "import { value } from '@/api/http';"],
    ['src/features/auth/fake.ts', "import { value } from '@/forms/SchemaForm';"],
    ['src/lib/fake.ts', "import { value } from '@generated/models';"],
    ['src/app/fake.ts', "import { value } from '@/features/home/HomePage';"],
  ])('%s may: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toBe(0);
  });
});
