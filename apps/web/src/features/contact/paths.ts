/** The contact screens (docs/decisions/0013: the spec names the screens, not their paths). */
export const contactPaths = {
  mail: '/mail',
  mailConfirm: '/mailConfirm',
  mailFinish: '/mailFinish',
  opinion: '/opinion',
  opinionConfirm: '/opinionConfirm',
  opinionRegister: '/opinionRegister',
} as const;
