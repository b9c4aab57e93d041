import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR, toolEnv } from '../../scripts/run-tool.ts';
import { typeScriptSources } from '../../scripts/lint.ts';

const FIXTURE = path.join(ROOT_DIR, 'tests/fixtures/boundaries');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** dependency-cruiser with the config `npm run lint` uses, over a tree's TypeScript files. */
function depcruise(cwd: string, outputType: 'json' | 'err') {
  return spawnSync(
    'depcruise',
    [
      '--config',
      path.join(ROOT_DIR, '.dependency-cruiser.cjs'),
      '--output-type',
      outputType,
      ...typeScriptSources(cwd),
    ],
    { cwd, env: toolEnv(), encoding: 'utf8' },
  );
}

function cruise(cwd: string) {
  const result = JSON.parse(depcruise(cwd, 'json').stdout) as {
    summary: { violations: Violation[]; totalCruised: number };
  };
  return {
    cruised: result.summary.totalCruised,
    violations: result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort(),
  };
}

describe('feature boundary check', () => {
  it('fails on every kind of forbidden import and passes the allowed ones', () => {
    const { cruised, violations } = cruise(FIXTURE);
    expect(cruised).toBe(17);
    expect(violations).toEqual([
      'feature-internals: app/features/beta/component-import.tsx → app/features/alpha/components/panel.tsx',
      'feature-internals: app/features/beta/table.ts → app/features/alpha/alpha.table.server.ts',
      'feature-internals: app/features/beta/type-component.ts → app/features/alpha/components/panel.tsx',
      'feature-internals: app/features/shell/frame.tsx → app/features/auth/components/modal-host.tsx',
      'feature-service-type-only: app/features/beta/service-value.ts → app/features/alpha/alpha.service.server.ts',
      'provider-or-gateway-imports-app: providers/demo/game.ts → server/services.ts',
      'shared-code-imports-feature: app/shared/helper.ts → app/features/alpha/alpha.schemas.ts',
      'table-outside-composition: scripts/tool.ts → app/features/alpha/alpha.table.server.ts',
      'table-outside-feature: app/features/beta/table.ts → app/features/alpha/alpha.table.server.ts',
    ]);
    // As `npm run lint` runs it: the exit code counts the violations, so the lint fails.
    const lint = depcruise(FIXTURE, 'err');
    expect(lint.status).toBe(9);
    expect(lint.stdout).toContain('9 dependency violations');
  });

  it('reads every TypeScript file of the project with its imports', () => {
    const files = typeScriptSources();
    expect(files).toContain('app/root.tsx');
    expect(files).toContain('server/services.ts');
    expect(files.some((f) => f.startsWith('tests/fixtures/'))).toBe(false);
  });
});
