/** The stay's paid ticket by e-mail, through the job queue. */
export { defineStayTicketJob } from './job.js';
export { createStayTicketEmail, type StayTicketEmail } from './service.js';
