/**
 * Runs `task` in a task of its own after the browser's next frame, so work that is not needed for that frame
 * (loading a chunk, preparing what comes next) does not delay its paint. Where frames are not drawn (no
 * `requestAnimationFrame`), after the current task.
 *
 * @example
 * afterNextFrame(() => void loadButtonRenderer()) // the drawn button paints first
 */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0)
    return
  }
  // rAF runs just before the frame's paint; the timeout's task comes after it.
  requestAnimationFrame(() => setTimeout(task, 0))
}
