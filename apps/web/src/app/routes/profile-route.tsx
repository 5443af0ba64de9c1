import { ProfilePage } from '../../features/profile/components/profile-page';

/** The own profile composes the profile feature with the daily loop's trophy case and moods. */
export default function ProfileRoute() {
  return <ProfilePage middle={null} />;
}
