import type { User } from '@portal/contracts/users';
import { CLUB_BUSINESS_CODE } from '@portal/contracts/membership/constants';

/**
 * Display rules of the header, drawer and footer (spec portal.md §2, search.md §6) as plain functions.
 * `user` is undefined for a logged-out visitor.
 */

/** Cafe points: logged in, cafeteria enabled and a point value present. */
export function showsCafeTile(user: User | undefined): boolean {
  return user !== undefined && user.cafeteriaEnabled && user.cafePoint !== null;
}

/** ベネポ: logged in. */
export function showsBenepoTile(user: User | undefined): boolean {
  return user !== undefined;
}

/** 補助クーポン: logged in and the flag set. */
export function showsSupplementaryCoupon(user: User | undefined): boolean {
  return user !== undefined && user.supplementaryCouponEnabled;
}

/** トラベルサービスの使い方 is hidden for the child-raising club brand (business code CR). */
export function showsTravelGuide(user: User | undefined): boolean {
  return user?.businessCode !== CLUB_BUSINESS_CODE;
}

/** Footer point services: health (HP) and incentive (IC) only for members with those codes; all for visitors. */
export function footerPointServices(user: User | undefined): {
  health: boolean;
  incentive: boolean;
  platform: boolean;
} {
  if (!user) return { health: true, incentive: true, platform: true };
  return {
    health: user.operatorCodes.includes('HP'),
    incentive: user.operatorCodes.includes('IC'),
    platform: true,
  };
}
