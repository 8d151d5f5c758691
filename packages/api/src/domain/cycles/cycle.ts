/**
 * The SQL twins of the contract's timer-cycle rules (@channel-countdown/contract, cycle.ts). Each twin is a
 * condition on the timers row aliased `table` that binds `now` as many times as its comment says. Queries use
 * the twins and no condition of their own on these columns; test/cycle-rules.test.ts holds each twin to its
 * TypeScript rule on both databases.
 */

/**
 * SQL twin of isCurrentActive; binds nothing. Its literal conditions are those of the timers_running
 * partial index (migration 013), so the planner matches it.
 */
export const currentActiveSql = (table: string) =>
  `(${table}.is_current = true and ${table}.is_active = true and ${table}.deleted_at is null)`;

/**
 * SQL twin of isRunningCycle (counting down, its end ahead; a paused cycle is not running): the dashboard's
 * and the admin's "Active Timers" and the engagement score's running timers. Binds `now` once.
 */
export const activeTimerSql = (table: string) =>
  `(${currentActiveSql(table)} and ${table}.is_paused = false and ${table}.end_time > ?)`;

/** SQL twin of isCountingDown; binds nothing. */
export const countingDownSql = (table: string) =>
  `(${table}.is_paused = false and ${table}.deleted_at is null)`;

/** SQL twin of isCompletedCycle; binds `now` once. */
export const completedCycleSql = (table: string) =>
  `(not ${table}.is_paused and ${table}.end_time <= ? and (${table}.deleted_at is null or ${table}.deleted_at >= ${table}.end_time))`;

/** SQL twin of isInProgress: counting down or paused; binds `now` once. */
export const runningCycleSql = (table: string) =>
  `(${currentActiveSql(table)} and (${table}.is_paused or ${table}.end_time > ?))`;

/**
 * SQL twin of cycleState: 'running', 'paused', 'completed' or 'deleted'; binds `now` twice (in progress,
 * then completed).
 */
export const cycleStateSql = (table: string) =>
  `(case when ${runningCycleSql(table)} then (case when ${table}.is_paused then 'paused' else 'running' end)` +
  ` when ${completedCycleSql(table)} then 'completed' else 'deleted' end)`;

/** SQL twin of cycleEndedAt for a row aliased `table` holding the timer's columns and `state` (cycleStateSql). */
export const cycleEndedAtSql = (table: string) =>
  `(case when ${table}.state = 'completed' then ${table}.end_time when ${table}.state = 'deleted' then ${table}.deleted_at end)`;

/**
 * SQL twin of the contract's cycleUploads (count > 0) for an ENDED cycle: an upload of its YouTube channel
 * published after its start, up to and including when it ended. Reads `youtube_channel_id`, `start_time` and
 * `ended_at` (cycleEndedAtSql) of the row aliased `table`; binds nothing; 1 or 0.
 */
export const endedCycleHadUploadSql = (table: string) =>
  `(case when exists (select 1 from channel_uploads u where u.youtube_channel_id = ${table}.youtube_channel_id` +
  ` and u.published_at > ${table}.start_time and u.published_at <= ${table}.ended_at) then 1 else 0 end)`;
