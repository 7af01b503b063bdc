import * as migration_20261121_093529_initial from './20261121_093529_initial.ts';
import * as migration_20261124_221105_footer_banner_location from './20261124_221105_footer_banner_location.ts';
import * as migration_20261125_000840_login_lockout_by_address from './20261125_000840_login_lockout_by_address.ts';

export const migrations = [
  {
    up: migration_20261121_093529_initial.up,
    down: migration_20261121_093529_initial.down,
    name: '20261121_093529_initial',
  },
  {
    up: migration_20261124_221105_footer_banner_location.up,
    down: migration_20261124_221105_footer_banner_location.down,
    name: '20261124_221105_footer_banner_location',
  },
  {
    up: migration_20261125_000840_login_lockout_by_address.up,
    down: migration_20261125_000840_login_lockout_by_address.down,
    name: '20261125_000840_login_lockout_by_address',
  },
];
