// kospec: an executable specification of the ko rules of Go.
#include "tools/cli/scale_out.h"

#ifdef KOSPEC_MPI
#include "tools/cli/ranks_main.h"
#include "tools/distributed/comm.h"
#endif

int main(int argc, char** argv) {
#ifdef KOSPEC_MPI
  if (kospec::distributed::launched_by_mpirun()) return kospec::cli::run_on_ranks(argc, argv);
#endif
  return kospec::cli::run_command_line(argc, argv, kospec::cli::ScaleOut{});
}
