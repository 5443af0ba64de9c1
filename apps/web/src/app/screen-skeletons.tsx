import type { ReactNode } from 'react';
import { CardsSkeleton, HeaderSkeleton } from '../components/ui/skeleton';
import { paths } from '../config/paths';
import { PostCardsSkeleton } from '../features/posts/components/post-cards-skeleton';
import { TaskRowsSkeleton, TasksScreenSkeleton } from '../features/tasks/components/tasks-skeleton';
import { ProfileSkeleton, PublicProfileSkeleton } from '../features/users/components/profile-skeleton';
import { provideSignedInShapes } from './app-shell';
import { NavPlaceholder } from './nav-frame';

/** The shape of what is coming at `pathname`: its title's place, then its content's. */
export function screenSkeleton(pathname: string): { header?: ReactNode; shape: ReactNode } {
  if (pathname === paths.tasks) return { header: <TasksScreenSkeleton />, shape: <TaskRowsSkeleton /> };
  if (pathname === paths.feed) return { header: <HeaderSkeleton action />, shape: <PostCardsSkeleton /> };
  if (pathname === paths.profile) return { header: <HeaderSkeleton />, shape: <ProfileSkeleton /> };
  if (pathname.startsWith('/profile/')) return { shape: <PublicProfileSkeleton /> };
  if (pathname === paths.challenges) return { header: <HeaderSkeleton action />, shape: <CardsSkeleton /> };
  return { header: <HeaderSkeleton />, shape: <CardsSkeleton count={2} /> };
}

// Loaded with the signed-in app, before its first render: the login screen's script carries none of these shapes.
provideSignedInShapes({ screen: screenSkeleton, Navigation: NavPlaceholder });
