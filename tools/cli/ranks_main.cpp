#include "tools/cli/ranks_main.h"

#include <iostream>
#include <string_view>

#include "spec/error.h"
#include "tools/cli/scale_out.h"
#include "tools/distributed/service.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

// The subcommand: the first argument that is not an option.
std::string_view subcommand(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (argv[i][0] != '-') return argv[i];
  }
  return {};
}

}  // namespace

int run_on_ranks(int& argc, char**& argv) {
  try {
    const distributed::Comm comm(argc, argv);
    const distributed::Service service(comm);
    ScaleOut scale;
    scale.rank = comm.rank();
    scale.ranks = comm.size();
    if (subcommand(argc, argv) == "fuzz") {  // every rank runs its shard
      scale.sum = [&comm](std::vector<std::uint64_t> values) {
        return comm.sum(std::move(values));
      };
      return run_command_line(argc, argv, scale);
    }
    if (!comm.root()) return service.serve(run::install_stop_signals());
    scale.explore = [&service](const Game& start, const PointSet& region,
                               const explore::ExactLimits& limits) {
      return service.explore(start, region, limits);
    };
    scale.count_positions = [&service](const smallboard::BitBoard& board, std::size_t max_bytes,
                                       const run::RunControl& control) {
      return service.count_positions(board, max_bytes, control);
    };
    const int status = run_command_line(argc, argv, scale);
    service.finish(status);
    return status;
  } catch (const InputError& e) {
    std::cerr << "kospec: error: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace kospec::cli
