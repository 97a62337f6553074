#pragma once
// A stop flag with a deadline: it becomes true when an upstream stop flag does (a signal, a
// whole run's stop) or when its time budget has passed. A watcher thread polls both every 10 ms,
// so a search still polls a single atomic.

#include <atomic>
#include <thread>

namespace kospec::run {

/// A stop flag set by `upstream` or by a time budget.
class StopClock {
 public:
  /// `upstream` may be nullptr; `seconds` <= 0 means no time budget.
  StopClock(const std::atomic<bool>* upstream, double seconds);
  ~StopClock();
  StopClock(const StopClock&) = delete;
  StopClock& operator=(const StopClock&) = delete;

  /// The flag a run polls.
  const std::atomic<bool>* flag() const { return &flag_; }
  /// Whether the flag is set.
  bool requested() const { return flag_.load(); }
  /// Whether the time budget set it (rather than the upstream flag).
  bool timed_out() const { return timed_out_.load(); }
  /// The time budget in seconds (<= 0: none).
  double seconds() const { return seconds_; }

 private:
  void watch();

  const std::atomic<bool>* upstream_;
  double seconds_;
  std::atomic<bool> flag_{false};
  std::atomic<bool> timed_out_{false};
  std::atomic<bool> done_{false};
  std::thread watcher_;
};

}  // namespace kospec::run
