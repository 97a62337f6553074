#include "tools/cli/progress_line.h"

#include <fstream>
#include <iostream>

#include <unistd.h>

#include "tools/run/number_text.h"

namespace kospec::cli {

std::size_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::size_t pages = 0, resident = 0;
  if (!(statm >> pages >> resident)) return 0;
  return resident * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

std::string mebibytes(std::size_t bytes) { return run::grouped(bytes >> 20) + " MiB"; }

std::function<void(const std::string&)> progress_sink(std::string command,
                                                      std::shared_ptr<const WorkName> work) {
  return [command = std::move(command), work = std::move(work)](const std::string& line) {
    std::cerr << "kospec " << command << ": " << (work->text.empty() ? "" : work->text + ": ")
              << line << "; " << mebibytes(resident_bytes()) << " resident\n";
  };
}

}  // namespace kospec::cli
