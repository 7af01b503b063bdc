import * as migration_20261121_093529_initial from './20261121_093529_initial.ts';

export const migrations = [
  {
    up: migration_20261121_093529_initial.up,
    down: migration_20261121_093529_initial.down,
    name: '20261121_093529_initial'
  },
];
