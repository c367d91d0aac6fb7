import { DRAWER_GROUPS, type ModuleDefinition } from '@sid/ui-desa/module';

/**
 * What every module's definition keeps (the contract of @sid/ui-desa/module): each drawer entry sits in one
 * of the drawer's groups, has an icon and opens one of the module's own routes, and every page is lazy
 * (a module's first screen pays only for itself). Each rule broken, in words; none when all hold:
 * `expect(moduleContractProblems(definition)).toEqual([])`.
 */
export function moduleContractProblems(definition: ModuleDefinition): string[] {
  const problems: string[] = [];
  for (const entry of definition.drawer) {
    if (!(DRAWER_GROUPS as readonly string[]).includes(entry.group)) problems.push(`drawer '${entry.label}': unknown group '${entry.group}'`);
    if (!entry.icon) problems.push(`drawer '${entry.label}': no icon`);
    if (!definition.routes.some((r) => r.path === entry.path)) problems.push(`drawer '${entry.label}': no route ${entry.path}`);
  }
  for (const route of definition.routes) {
    if ((route.component as { $$typeof?: symbol }).$$typeof !== Symbol.for('react.lazy')) problems.push(`route ${route.path}: not lazy`);
  }
  return problems;
}
