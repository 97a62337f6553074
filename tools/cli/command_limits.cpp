#include "tools/cli/command_limits.h"

#include <chrono>
#include <iostream>

#include "tools/run/stop_signals.h"

namespace kospec::cli {

explore::ExactLimits command_limits(std::size_t max_states, std::size_t max_depth,
                                    std::size_t max_memory_mb, double progress_seconds,
                                    const std::atomic<bool>* stop,
                                    std::function<void(const std::string&)> progress) {
  explore::ExactLimits limits;
  limits.max_states = max_states;
  limits.max_depth = max_depth;
  limits.max_bytes = max_memory_mb << 20;
  limits.control.stop = stop != nullptr ? stop : &run::install_stop_signals();
  limits.control.progress_every =
      std::chrono::milliseconds(static_cast<long>(progress_seconds * 1000));
  limits.control.progress = std::move(progress);
  if (!limits.control.progress)
    limits.control.progress = [](const std::string& line) { std::cerr << line << "\n"; };
  return limits;
}

}  // namespace kospec::cli
