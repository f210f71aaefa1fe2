import { PAGE_NAMES, PAGES, type MenuAudience, type MenuPageName } from '#shared/pages.ts';
import type { Me } from '#shared/schemas/user.ts';

/** What the menu depends on: the signed-in user's role and whether they own the school. */
type MenuUser = Pick<NonNullable<Me['user']>, 'role' | 'isOwner'>;

interface MenuItem {
  /** The page's address below /dashboard. */
  to: string;
  /** The page's name, which names its entry (`dashboard.items.<key>`). */
  key: MenuPageName;
}

/** Who the user is to the menu: a student, a teacher, or the office's staff (and maybe the owner). */
function audiences(user: MenuUser): MenuAudience[] {
  if (user.role === 'student') return ['student'];
  if (user.role === 'teacher') return ['teacher'];
  return user.isOwner ? ['staff', 'owner'] : ['staff'];
}

const inMenu = (name: (typeof PAGE_NAMES)[number]): name is MenuPageName => 'menu' in PAGES[name];

/**
 * The pages of the list of pages (#shared/pages.ts) whose menu is for the user, in the list's
 * order; the server enforces the same rules on every call.
 */
export function menuFor(user: MenuUser): MenuItem[] {
  const mine = audiences(user);
  return PAGE_NAMES.filter(inMenu)
    .filter((name) => PAGES[name].menu.some((audience) => mine.includes(audience)))
    .map((name) => ({ key: name, to: PAGES[name].path.replace(/^\/dashboard\//, '') }));
}
