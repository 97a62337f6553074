#pragma once
// How a long command (count, solve, explore, fuzz) reports its progress and learns that it should
// stop: a stop flag (set by SIGINT or SIGTERM, tools/run/stop_signals.h) and a progress sink.

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

namespace kospec::run {

/// The controls of a long run: a stop request and a progress sink.
struct RunControl {
  /// When it becomes true the run stops at its next check (every few milliseconds) and returns
  /// what it found so far, marked incomplete; nullptr: never stop early.
  const std::atomic<bool>* stop = nullptr;
  /// Time between two progress lines; zero: no progress lines.
  std::chrono::milliseconds progress_every{0};
  /// Receives each progress line (without a newline); unset: no progress lines.
  std::function<void(const std::string&)> progress;

  /// Whether a stop was requested.
  bool stop_requested() const { return stop != nullptr && stop->load(std::memory_order_relaxed); }
  /// Whether progress lines are wanted.
  bool reports_progress() const { return progress && progress_every.count() > 0; }
};

/// When the next progress line of a run is due: one clock per run, asked from its hot loop.
class ProgressClock {
 public:
  /// A clock for `control`, starting now.
  explicit ProgressClock(const RunControl& control)
      : control_(control), start_(std::chrono::steady_clock::now()), last_(start_) {}

  /// Whether a progress line is wanted and `progress_every` has passed since the last one; when it
  /// returns true the next line is due `progress_every` later.
  bool due() {
    if (!control_.reports_progress()) return false;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < control_.progress_every) return false;
    last_ = now;
    return true;
  }
  /// Sends one progress line to the control's sink (if it wants progress lines).
  void report(const std::string& line) const {
    if (control_.reports_progress()) control_.progress(line);
  }
  /// Seconds since the clock started.
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  const RunControl& control_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace kospec::run
