import * as migration_20261121_092843_initial from './20261121_092843_initial.ts';

export const migrations = [
  {
    up: migration_20261121_092843_initial.up,
    down: migration_20261121_092843_initial.down,
    name: '20261121_092843_initial'
  },
];
