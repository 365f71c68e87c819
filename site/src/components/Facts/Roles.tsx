import React from 'react';
import { translate } from '@docusaurus/Translate';
import { permissions, type Permission, type Role } from '@site/src/data/facts/roles';
import { useFactFormat } from './format';

// The roles that may do something, from site/src/data/facts/roles.ts:
// <Roles may="adsConversions" /> writes "Admin, Developer or Editor".

export const roleName: Record<Role, () => string> = {
  Admin: () =>
    translate({ id: 'facts.role.admin', message: 'Admin', description: 'The role name, as the apps show it' }),
  Developer: () =>
    translate({ id: 'facts.role.developer', message: 'Developer', description: 'The role name, as the apps show it' }),
  Editor: () =>
    translate({ id: 'facts.role.editor', message: 'Editor', description: 'The role name, as the apps show it' }),
  Viewer: () =>
    translate({ id: 'facts.role.viewer', message: 'Viewer', description: 'The role name, as the apps show it' }),
};

export function Roles({ may, join = 'or' }: { may: Permission; join?: 'or' | 'and' }): React.JSX.Element {
  const { list } = useFactFormat();
  return (
    <>
      {list(
        permissions[may].map((role) => roleName[role]()),
        join,
      )}
    </>
  );
}
