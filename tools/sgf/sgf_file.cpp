#include "tools/sgf/sgf_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "spec/error.h"

namespace kospec::sgf {

SgfGame read_game_file(const std::string& path, const ReadOptions& options) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open: " + std::strerror(errno));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw InputError(path + ": cannot read: " + std::strerror(errno));
  return read_game(buffer.str(), path, options);
}

}  // namespace kospec::sgf
