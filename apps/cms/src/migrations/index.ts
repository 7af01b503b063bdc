import * as migration_20261121_092843_initial from './20261121_092843_initial.ts';
import * as migration_20261125_000806_login_lockout_by_address from './20261125_000806_login_lockout_by_address.ts';

export const migrations = [
  {
    up: migration_20261121_092843_initial.up,
    down: migration_20261121_092843_initial.down,
    name: '20261121_092843_initial',
  },
  {
    up: migration_20261125_000806_login_lockout_by_address.up,
    down: migration_20261125_000806_login_lockout_by_address.down,
    name: '20261125_000806_login_lockout_by_address',
  },
];
