#pragma once
// Progress lines that name the work: the command, what it is doing now (the case, the ruleset,
// the stage), the search's own line (states or nodes, rate) and the process's resident memory.

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace kospec::cli {

/// What a command is working on now; the command updates it as it moves on.
struct WorkName {
  std::string text;  ///< "claim figure2-remains (5 of 41) under PSK+R15"
};

/// A progress sink writing to stderr: "kospec COMMAND: WORK: LINE; RSS MiB resident".
std::function<void(const std::string&)> progress_sink(std::string command,
                                                      std::shared_ptr<const WorkName> work);

/// The resident memory of this process, in bytes (0 where /proc/self/statm cannot be read).
std::size_t resident_bytes();

/// "1,234 MiB" for a number of bytes.
std::string mebibytes(std::size_t bytes);

}  // namespace kospec::cli
