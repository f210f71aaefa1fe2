import type { SessionUser } from '../auth/api/session';

export interface MenuItem {
  to: string;
  key:
    | 'myProfile'
    | 'myCourse'
    | 'manageUsers'
    | 'manageOrder'
    | 'addBlogs'
    | 'manageBlogs'
    | 'addCourse'
    | 'manageCourse';
}

/** The role menu: the server enforces the same rules on every call. */
export function menuFor(user: SessionUser): MenuItem[] {
  if (user.role === 'student')
    return [
      { to: 'my-profile', key: 'myProfile' },
      { to: 'my-course', key: 'myCourse' },
    ];
  if (user.role === 'teacher') return [{ to: 'my-profile', key: 'myProfile' }];
  const items: MenuItem[] = [
    { to: 'manage-users', key: 'manageUsers' },
    { to: 'manage-order', key: 'manageOrder' },
  ];
  if (user.isOwner)
    items.push(
      { to: 'add-blogs', key: 'addBlogs' },
      { to: 'manage-blogs', key: 'manageBlogs' },
      { to: 'add-course', key: 'addCourse' },
      { to: 'manage-course', key: 'manageCourse' },
    );
  return items;
}
