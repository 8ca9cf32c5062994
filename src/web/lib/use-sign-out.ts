import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from './session';

/** Every logout (header, and later the profile) clears all three keys, forgets cached data and goes home. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    signOut();
    queryClient.clear();
    void navigate('/');
  };
}
