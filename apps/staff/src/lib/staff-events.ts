import type { ServerToClientEvents, StaffInquiryEvent, StaffServerToClientEvents } from '@jhola/domain';

/**
 * What a staff socket hears: the staff events of the domain (the server puts each socket in its role's
 * room from its token; the client only listens) and the notice events every client gets.
 */
export type StaffServerEvents = StaffServerToClientEvents &
  Pick<
    ServerToClientEvents,
    'new-notice' | 'notice-removed' | 'refreshNotice' | 'order:message' | 'order:messagesRead' | 'order:claim'
  >;
export type { StaffInquiryEvent };
