import { createStore } from '../../lib/external-store.ts';

/** Menu status (spec portal.md §3 client state): every menu closes on route change. */
export interface MenuState {
  slideMenu: boolean;
  categoryMenu: boolean;
  searchModal: boolean;
  userMenu: boolean;
}

export const CLOSED_MENUS: MenuState = { slideMenu: false, categoryMenu: false, searchModal: false, userMenu: false };

export const menuStore = createStore<MenuState>(CLOSED_MENUS);

export function openMenu(menu: keyof MenuState): void {
  menuStore.set({ ...CLOSED_MENUS, [menu]: true });
}

export function setMenu(menu: keyof MenuState, open: boolean): void {
  if (open) openMenu(menu);
  else menuStore.set((state) => (state[menu] ? { ...state, [menu]: false } : state));
}

export function closeMenus(): void {
  menuStore.set((state) => (isAnyMenuOpen(state) ? CLOSED_MENUS : state));
}

export function isAnyMenuOpen(state: MenuState): boolean {
  return state.slideMenu || state.categoryMenu || state.searchModal || state.userMenu;
}
