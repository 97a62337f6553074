#pragma once
// How a long count reports its progress and learns that it should stop (SIGINT in the CLI).

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

namespace kospec::explore {

/// The controls of a long count: a stop request and a progress sink.
struct RunControl {
  /// When it becomes true the count stops at its next check (every few milliseconds) and returns
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

}  // namespace kospec::explore
