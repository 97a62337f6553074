#pragma once
// The limits of a model-checking command (explore, diff, termination, verify): states, depth,
// memory, progress lines and the stop flag.

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>

#include "tools/explore/exact_graph.h"

namespace kospec::cli {

/// The limits of a model-checking command: states, depth, a memory budget in MiB, progress lines
/// every `progress_seconds` (0: none) to `progress` (default: stderr), and a stop on `stop`
/// (default: SIGINT or SIGTERM).
explore::ExactLimits command_limits(std::size_t max_states, std::size_t max_depth,
                                    std::size_t max_memory_mb, double progress_seconds,
                                    const std::atomic<bool>* stop = nullptr,
                                    std::function<void(const std::string&)> progress = {});

}  // namespace kospec::cli
