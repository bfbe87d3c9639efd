import { useQueryClient } from '@tanstack/react-query';
import {
  useMarkAllBranchNotificationsAsRead,
  useMarkBranchNotificationAsRead,
} from '@/platform/api/generated/endpoints/notifications/notifications';
import { resetAfter } from '@/platform/api/cache';
import { applyRead, setUnreadCount } from './cache';

/** Mark one as read: the item turns read in place and the count is replaced. */
export function useMarkAsRead(branchId: number) {
  const queryClient = useQueryClient();
  return useMarkBranchNotificationAsRead({
    mutation: {
      onSuccess: (response) =>
        applyRead(queryClient, branchId, response.data.notification.id, response.data.unread_count),
    },
  });
}

/** Mark all as read, then page 1 of all is loaded again (spec section 4). */
export function useMarkAllAsRead(branchId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMarkAllBranchNotificationsAsRead({
    mutation: {
      onSuccess: async (response) => {
        setUnreadCount(queryClient, branchId, response.data.unread_count);
        onDone();
        await resetAfter(queryClient, 'feedPages', { branchId });
      },
    },
  });
}
