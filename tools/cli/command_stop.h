#pragma once
// When a long command (verify, termination, solve, report) stops early: at the first SIGINT or
// SIGTERM (tools/run/stop_signals.h), or when its --time-limit has passed (tools/run/stop_clock.h).

#include <atomic>
#include <string>

#include "tools/run/stop_clock.h"

namespace kospec::cli {

/// The stop flag of one command run.
class CommandStop {
 public:
  /// Installs the stop signals; `time_limit_seconds` <= 0 means no time limit.
  explicit CommandStop(double time_limit_seconds = 0);

  /// The flag a run polls: set by a signal or by the time limit.
  const std::atomic<bool>* flag() const { return clock_.flag(); }
  /// Whether a stop was requested, by either.
  bool requested() const { return clock_.requested(); }
  /// What stopped the run: "" (nothing yet), "--time-limit N s" or "a stop signal".
  std::string why() const;

 private:
  run::StopClock clock_;
};

}  // namespace kospec::cli
